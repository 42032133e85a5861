import { setupServer } from 'msw/node';

/**
 * The network of a component test: each test says what the gateway answers (`server.use(...)`);
 * a request nobody answers fails the test.
 */
export const server = setupServer();

export function installMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
