import { apiBase, apiPath } from '@pvz/api-client/api-url';
import {
  type ChronicleExportQuery,
  type ChronicleKind,
  goodsListsRoutes,
  TOTAL_COUNT_HEADER,
} from '@pvz/contracts/api/goods-lists';
import { messages } from '@pvz/contracts/messages';

export interface DownloadProgress {
  bytes: number;
  /** rows in the file, from the server's header */
  rows: number;
}

/**
 * GET /api/goods/chronicle/{kind}/export: the xlsx the server streams, read chunk by chunk so that
 * the bytes received can be shown; answers the file. A refusal carries the server's message.
 */
export async function downloadChronicle(
  kind: ChronicleKind,
  query: ChronicleExportQuery,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  const response = await fetch(`${apiBase}${apiPath(goodsListsRoutes.chronicleExport(kind))}?${params}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? messages.exportFailed);
  }
  const rows = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? 0);
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  onProgress({ bytes, rows });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress({ bytes, rows });
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined });
}
