import { readConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedCategories } from './db/seed/categories.ts';
import { refreshBadges, runFreshnessJobs, runNotificationJobs, sweepExpired } from './maintenance.ts';
import { answerMemoryReports } from './memory-report.ts';
import { registerQuietCollection } from './quiet-collection.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Saved-search matches wait at most this long past their hour, digests go within this of being due, reservations end
 * and expiry reminders go within this of their time.
 */
const NOTIFICATION_JOBS_EVERY_MS = 5 * 60 * 1000;
/** A stop signal ends the process within this, drained or not: orchestrators kill it soon after anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** Reads the configuration, migrates, seeds reference data, listens, and closes cleanly on a signal. */
async function main() {
  const config = readConfig();
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  await seedCategories(database.db);
  const { app, deps } = await buildApp(config, database.db, { pool: database.pool });
  if (config.demoData) {
    // The demo's photo drawing (sharp) is loaded only where there is a demo to seed.
    const { seedDemoData } = await import('./seed/demo.ts');
    await seedDemoData(database.db, deps.uploads, app.log);
  }
  app.addHook('onClose', () => database.close());
  // V8 lets the app collect only when Node starts with --expose-gc, as npm start and the Dockerfile start it.
  if (globalThis.gc) registerQuietCollection(app, globalThis.gc);
  if (config.memoryReportSocket) {
    const closeReports = await answerMemoryReports(config.memoryReportSocket, database.engineMemoryBytes);
    app.addHook('onClose', closeReports);
  }

  // Not awaited: a slow storage must not hold the start up; a failed sweep is logged and tried again in an hour.
  const sweep = () =>
    void sweepExpired(database.db, deps.uploads).then(
      ({ uploadsDeleted }) => app.log.info({ uploadsDeleted }, 'swept expired sessions, links and uploads'),
      (error: unknown) => app.log.error({ err: error }, 'sweeping failed'),
    );
  sweep();
  setInterval(sweep, HOUR_MS).unref();
  const badges = () =>
    void refreshBadges(database.db, new Date()).then(
      () => app.log.info('badges derived from chats refreshed'),
      (error: unknown) => app.log.error({ err: error }, 'refreshing badges failed'),
    );
  badges();
  setInterval(badges, HOUR_MS).unref();
  const notificationJobs = () =>
    void runNotificationJobs({
      db: database.db,
      notifier: deps.notifier,
      mailer: deps.mailer,
      appUrl: config.appUrl,
      sessionSecret: config.sessionSecret,
    }).then(
      (done) => app.log.info(done, 'notification jobs ran'),
      (error: unknown) => app.log.error({ err: error }, 'notification jobs failed'),
    );
  setInterval(notificationJobs, NOTIFICATION_JOBS_EVERY_MS).unref();
  const freshnessJobs = () =>
    void runFreshnessJobs(
      { ...deps, appUrl: config.appUrl, sessionSecret: config.sessionSecret },
      new Date(),
    ).then(
      (done) => app.log.info(done, 'reservations and listing expiry swept'),
      (error: unknown) => app.log.error({ err: error }, 'sweeping reservations and listing expiry failed'),
    );
  setInterval(freshnessJobs, NOTIFICATION_JOBS_EVERY_MS).unref();

  // Draining: the server stops accepting, in-flight requests finish, sockets close with 1001 so clients reconnect
  // to another instance, then the database closes.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: draining`);
      setTimeout(() => {
        app.log.error(`not drained within ${SHUTDOWN_DEADLINE_MS} ms: exiting`);
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'closing failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

await main();
