import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN, aClient, Client, registeredClient, signedInStaff } from '../test-app.js';

/**
 * A caller of the run: anonymous or signed in. A mutant may end its session (a logout, a refresh
 * with a bad token), so the run checks it after each route and signs it in again.
 */
export class FuzzCaller {
  private current: Client;

  private constructor(
    readonly name: string,
    private readonly signIn: (() => Promise<Client>) | null,
    first: Client,
  ) {
    this.current = first;
  }

  static anonymous(app: FastifyInstance): FuzzCaller {
    return new FuzzCaller('anonymous', null, new Client(app));
  }

  static async staff(app: FastifyInstance, name: string, username: string, password: string): Promise<FuzzCaller> {
    const signIn = () => signedInStaff(app, username, password);
    return new FuzzCaller(name, signIn, await signIn());
  }

  static async admin(app: FastifyInstance): Promise<FuzzCaller> {
    return FuzzCaller.staff(app, 'ADMIN', ADMIN.username, ADMIN.password);
  }

  /** The client of `aClient`, registered once by the caller of this. */
  static async client(app: FastifyInstance): Promise<FuzzCaller> {
    const signIn = async () => {
      const client = new Client(app);
      const response = await client.post('/api/public/login-client', {
        phoneNumber: aClient.phoneNumber,
        password: aClient.password,
      });
      if (response.statusCode !== 200) throw new Error(`client sign-in failed: ${response.body}`);
      return client;
    };
    return new FuzzCaller('client', signIn, await registeredClient(app));
  }

  get anonymous(): boolean {
    return this.signIn === null;
  }

  request(options: InjectOptions): Promise<LightMyRequestResponse> {
    return this.current.request(options);
  }

  /** Signs the caller in again when a mutant ended its session. */
  async keepSignedIn(): Promise<void> {
    if (!this.signIn) return;
    const me = await this.current.get(this.name === 'client' ? '/api/public/auth/client' : '/api/public/auth/me');
    const session = me.json() as { user?: unknown; client?: unknown };
    if ((session.user ?? session.client ?? null) === null) this.current = await this.signIn();
  }
}
