import { EntitySchema } from 'typeorm';

/** Table users: staff who may read leads (no login screen; the admin read uses these credentials). */
export interface UserRow {
  id: string;
  username: string;
  /** argon2id hash, never the password itself. */
  password: string;
}

export const UserEntity = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: { name: 'id', type: 'text', primary: true, default: () => 'gen_random_uuid()::text' },
    username: { name: 'username', type: 'text', unique: true },
    password: { name: 'password', type: 'text' },
  },
});
