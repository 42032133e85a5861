import { baseApi } from '@pvz/api-client/base-api';

/** «Сообщения»: a broadcast sent refreshes the history. */
export const messagesApi = baseApi.enhanceEndpoints({ addTagTypes: ['SentBroadcasts'] });
