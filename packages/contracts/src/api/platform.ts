import { type Static, Type } from 'typebox';

/** GET /config/remotes.json: where the shell finds each remote's manifest. */
export const RemotesConfig = Type.Object({
  remotes: Type.Array(Type.Object({ name: Type.String(), manifestUrl: Type.String() })),
});
export type RemotesConfig = Static<typeof RemotesConfig>;

/** GET /builds/latest.json */
export const BuildInfo = Type.Object({ buildId: Type.String(), builtAt: Type.String() });
export type BuildInfo = Static<typeof BuildInfo>;
