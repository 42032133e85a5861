import { type PlaceKind, type PlaceRef, placeKindTitle } from '@pvz/contracts/api/itinerary';

/** 8 200 m → «8,2 км». */
export const kilometres = (metres: number) =>
  `${(metres / 1000).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} км`;

/** 95 → «1 ч 35 мин». */
export const duration = (minutes: number) =>
  minutes < 60 ? `${minutes} мин` : `${Math.floor(minutes / 60)} ч ${String(minutes % 60).padStart(2, '0')} мин`;

/** «СЦ · Склад», «ПВЗ · Восток». */
export const placeLabel = (place: { kind: PlaceKind; name: string }) => `${placeKindTitle[place.kind]} · ${place.name}`;

export const samePlace = (a: PlaceRef, b: PlaceRef) => a.kind === b.kind && a.id === b.id;

/**
 * A link that opens the place in Yandex Navigator on a phone that has it, else in Yandex Maps'
 * route from where the courier is (the web page opens the app when installed).
 */
export const navigatorLink = (place: { latitude: number; longitude: number }) =>
  `https://yandex.ru/maps/?rtext=~${place.latitude},${place.longitude}&rtt=auto`;
