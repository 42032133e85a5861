import { baseApi } from '@pvz/api-client/base-api';

/** «Подсказки»: a change of an article refreshes the lists, the article and the pages' «?» (the shell's too). */
export const tipsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Tips'] });
