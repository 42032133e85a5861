import type { RemotePage } from '@pvz/ui/remote-page';
import { lazy } from 'react';

/** The pages this remote renders, by catalogue key. */
export const pages: RemotePage[] = [
  { key: 'delivery-rows', Component: lazy(() => import('./pages/service-rows-page')) },
  { key: 'delivery-summary', Component: lazy(() => import('./pages/delivery-summary-page')) },
  { key: 'delivery-itinerary', Component: lazy(() => import('./pages/itinerary-page')) },
  { key: 'delivery-courier', Component: lazy(() => import('./pages/courier-route-page')) },
  { key: 'delivery-dispatch', Component: lazy(() => import('./pages/dispatch-page')) },
  { key: 'delivery-map', Component: lazy(() => import('./pages/map-page')) },
  { key: 'delivery-map-dp', Component: lazy(() => import('./pages/delivery-points-map-page')) },
];
