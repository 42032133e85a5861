import {
  chronicleKinds,
  goodsListsRoutes,
  type WorkingList,
  type WorkingListKind,
  workingListKinds,
  workingLists,
} from '@pvz/contracts/api/goods-lists';
import type { Sample, SliceSamples } from './sample.js';

const get = (url: string): Sample => ({ method: 'GET', url });

/** The lists routes that declare a point, each named for `pointId`: every working list, chronicle, export, the turnover. */
export const listsSamples: SliceSamples = async (_db, pointId) => {
  const samples: Record<string, Sample> = {};
  const page = `pvzId=${pointId}&page=0&pageSize=10`;
  const lists: [WorkingList, WorkingListKind][] = [
    ...workingLists.flatMap((list) => workingListKinds.map((kind): [WorkingList, WorkingListKind] => [list, kind])),
    ['expired', 'shop'],
  ];
  for (const [list, kind] of lists) {
    const url = goodsListsRoutes.workingList(list, kind);
    samples[`GET ${url}`] = get(`${url}?${page}`);
  }
  for (const kind of chronicleKinds) {
    samples[`GET ${goodsListsRoutes.chronicle(kind)}`] = get(`${goodsListsRoutes.chronicle(kind)}?${page}`);
    const exportUrl = goodsListsRoutes.chronicleExport(kind);
    samples[`GET ${exportUrl}`] = get(`${exportUrl}?pvzId=${pointId}`);
  }
  samples[`GET ${goodsListsRoutes.turnover}`] = get(`${goodsListsRoutes.turnover}?pvzId=${pointId}`);
  return samples;
};
