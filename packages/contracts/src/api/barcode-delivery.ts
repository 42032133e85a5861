import { type Static, Type } from 'typebox';
import { Id, Text } from './primitives.js';

/** «Доставка по штрих-коду (QR)» in the client cabinet. */
export const barcodeDeliveryRoutes = {
  /** GET → BarcodeDeliveryInfo: what the form offers */
  info: '/api/clients/barcode-delivery/info',
  /** POST CreateBarcodeDeliveryBody → BarcodeDeliveryCreated */
  create: '/api/clients/barcode-delivery',
  /** GET → MyBarcodeDeliveries: the caller's barcode deliveries, newest first */
  mine: '/api/clients/barcode-delivery/mine',
} as const;

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });

export const BarcodeDeliveryInfo = Type.Object({
  points: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String() })),
  marketplaces: Type.Array(Named),
  /** the service % of every point × marketplace for barcode deliveries */
  percents: Type.Array(Type.Object({ pointId: Type.Integer(), marketplaceId: Type.Integer(), percent: Type.Number() })),
  /** «Адрес, куда заказывать» of the settings */
  orderAddress: Type.String(),
});
export type BarcodeDeliveryInfo = Static<typeof BarcodeDeliveryInfo>;

export const CreateBarcodeDeliveryBody = Type.Object({
  pointId: Id,
  marketplaceId: Id,
  /** the barcode picture uploaded before with purpose `barcode` */
  fileId: Text(64),
  itemsCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type CreateBarcodeDeliveryBody = Static<typeof CreateBarcodeDeliveryBody>;

export const BarcodeDeliveryCreated = Type.Object({ id: Type.Integer(), message: Type.String() });
export type BarcodeDeliveryCreated = Static<typeof BarcodeDeliveryCreated>;

export const MyBarcodeDelivery = Type.Object({
  id: Type.Integer(),
  point: Type.String(),
  marketplace: Type.String(),
  itemsCount: Type.Integer(),
  percent: Type.Number(),
  createdAt: Type.String({ description: 'ISO time' }),
  /** the barcode picture, for `GET /api/files?id=` */
  fileId: Type.Union([Type.Null(), Type.String()]),
  /** picked up at the receiving point */
  collected: Type.Boolean(),
});
export type MyBarcodeDelivery = Static<typeof MyBarcodeDelivery>;

export const MyBarcodeDeliveries = Type.Array(MyBarcodeDelivery);
export type MyBarcodeDeliveries = Static<typeof MyBarcodeDeliveries>;
