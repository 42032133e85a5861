import type { SliceSamples } from './sample.js';

/** The inventory routes that declare a point, each named for `pointId`. TODO(slice). */
export const inventorySamples: SliceSamples = async () => ({});
