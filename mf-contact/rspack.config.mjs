import { remoteConfigs } from '@site/rspack-config';

export default remoteConfigs({ dir: import.meta.dirname, name: 'contact' });
