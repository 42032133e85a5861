import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.js';

/** A request for a route that declares a point, naming the point under test. */
export type Sample = { method: 'GET' | 'POST'; url: string; payload?: object };

/** Builds the samples of one slice for `pointId`, creating what they name (a box, a report...) in `db`. */
export type SliceSamples = (db: Kysely<Database>, pointId: number) => Promise<Record<string, Sample>>;
