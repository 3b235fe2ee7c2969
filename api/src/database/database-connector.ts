import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';

const FIRST_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 5000;

/**
 * Opens the TypeORM data source in the background once the application has booted,
 * retrying with a capped exponential back-off until PostgreSQL answers.
 * The data source is registered with `manualInitialization`, so the API starts
 * (and its health check reports the database as down) while PostgreSQL is unreachable.
 * Once open, node-postgres' pool reconnects by itself after an outage.
 */
@Injectable()
export class DatabaseConnector implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DatabaseConnector.name);
  private stopped = false;
  private attempt: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private wakeUp: (() => void) | undefined;

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.attempt = this.connectUntilReady();
  }

  /** Stops retrying and waits for an attempt in flight, so the data source can then be closed cleanly. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.wakeUp?.();
    await this.attempt;
  }

  /** Resolves when the data source is open (or the application is shutting down). */
  async whenReady(): Promise<boolean> {
    await this.attempt;
    return this.dataSource.isInitialized;
  }

  private async connectUntilReady(): Promise<void> {
    let delay = FIRST_RETRY_DELAY_MS;
    let failures = 0;
    while (!this.stopped && !this.dataSource.isInitialized) {
      try {
        await this.dataSource.initialize();
        this.logger.log(failures === 0 ? 'PostgreSQL connected' : `PostgreSQL connected after ${failures} failed attempt(s)`);
        return;
      } catch (error) {
        failures += 1;
        // Log the first failure and then every tenth, not every retry.
        if (failures === 1 || failures % 10 === 0) {
          this.logger.warn(`PostgreSQL unreachable (attempt ${failures}, retrying in the background): ${(error as Error).message}`);
        }
      }
      await this.sleep(delay);
      delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wakeUp = resolve;
      this.retryTimer = setTimeout(resolve, ms);
    });
  }
}
