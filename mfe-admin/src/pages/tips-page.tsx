import { NotFoundRoute } from '@pvz/ui/not-found';
import { Route, Routes } from '@pvz/ui/router';
import { TipEditorView } from './tip-editor-view';
import { TipView } from './tip-view';
import { TipsListView } from './tips-list-view';

/**
 * «Подсказки» (issue 19): `/tips` the articles by menu group with a search, `/tips/{id}` an article,
 * and for those who write the page `/tips/new` and `/tips/{id}/edit`.
 */
export default function TipsPage() {
  return (
    <Routes>
      <Route index element={<TipsListView />} />
      <Route path="new" element={<TipEditorView />} />
      <Route path=":id" element={<TipView />} />
      <Route path=":id/edit" element={<TipEditorView />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
