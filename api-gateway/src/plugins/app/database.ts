import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase, migrateToLatest } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { ensureAdmin } from '../../services/ensure-admin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export interface DatabasePluginOptions {
  /** an open database to use instead of the configured one (tests); the caller closes it */
  db?: Kysely<Database>;
}

/** Opens the database, brings its schema up to date and makes sure an ADMIN exists. */
export default fp<DatabasePluginOptions>(
  async (app: FastifyInstance, options) => {
    const db =
      options.db ??
      createDatabase(app.config.database, (error) =>
        app.log.warn({ err: error }, 'an idle database connection was closed'),
      );
    if (!options.db) app.addHook('onClose', async () => db.destroy());
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    const created = await ensureAdmin(db, app.config.admin);
    if (created) {
      app.log.info({ username: created.username }, 'ADMIN user created');
      if (created.generatedPassword) printOnce(created.username, created.generatedPassword);
    }
    app.decorate('db', db);
  },
  { name: 'database', dependencies: ['config'] },
);

/** The generated password goes to the terminal of whoever started the server, never to the log. */
function printOnce(username: string, password: string) {
  process.stdout.write(
    [
      '',
      '  Создан пользователь-директор (ADMIN) / ADMIN user created:',
      `    имя пользователя / username: ${username}`,
      `    пароль / password:           ${password}`,
      '  Пароль показан один раз: сохраните его. / Shown once: keep it safe.',
      '',
    ].join('\n'),
  );
}
