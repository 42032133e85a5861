import { type Static, type TObject, type TProperties, Type } from 'typebox';
import { Nullable } from './common.js';
import { Id, Text } from './primitives.js';

/** The reference calls: the choices of the forms and the four calls of each list. */
export const referenceRoutes = {
  /** GET → Choices: names for pickers */
  choices: '/api/reference/choices',
  list: (entity: ReferenceEntity) => `/api/reference/${entity}`,
  create: (entity: ReferenceEntity) => `/api/reference/${entity}/create`,
  edit: (entity: ReferenceEntity) => `/api/reference/${entity}/edit`,
  remove: (entity: ReferenceEntity) => `/api/reference/${entity}/delete`,
} as const;

const Name = Text(400);
const Address = Text(1000);
const Coordinate = Nullable(Type.Number());

function entity<Input extends TProperties, Extra extends TProperties>(input: TObject<Input>, extra: TObject<Extra>) {
  return { input, item: Type.Object({ id: Id, ...input.properties, ...extra.properties }) };
}
const none = Type.Object({});
/** A sorting centre or a delivery point: where it is matters to maps and routes; absent = not placed. */
const NamedPlace = Type.Object({
  name: Name,
  address: Address,
  latitude: Type.Optional(Coordinate),
  longitude: Type.Optional(Coordinate),
});

/**
 * The reference lists ADMIN keeps, each at /api/reference/<entity>: GET lists, POST …/create,
 * …/edit and …/delete change. Rows are soft-deleted, and one that is still in use cannot be deleted.
 */
export const referenceSchemas = {
  points: entity(
    Type.Object({
      name: Name,
      address: Address,
      latitude: Coordinate,
      longitude: Coordinate,
      /** a partner point (ППВЗ): earns a percentage of what it collects */
      isPartner: Type.Boolean(),
      /** ПВЗ маркетплейса: the marketplace whose branded point this is; absent = none */
      brandMarketplaceId: Type.Optional(Nullable(Id)),
      /** opening hours on one line, shown on the map: «Пн–Вс 10:00–21:00»; absent, null or blank = not told */
      hours: Type.Optional(Nullable(Text(200))),
    }),
    // the listed point always says whether it is branded and its hours (null when not)
    Type.Object({ brandMarketplaceId: Nullable(Id), hours: Nullable(Type.String()), cellCount: Type.Integer() }),
  ),
  'sorting-centers': entity(NamedPlace, none),
  'pvz-delivery': entity(NamedPlace, none),
  'sorting-centers-delivery': entity(NamedPlace, none),
  marketplaces: entity(
    Type.Object({
      name: Name,
      /** the sites whose links belong to this marketplace, e.g. `ozon.ru` */
      hosts: Type.Array(Text(200), { maxItems: 20 }),
    }),
    none,
  ),
  'phone-numbers': entity(Type.Object({ phoneNumber: Text(40), address: Address }), none),
  'order-accounts': entity(Type.Object({ name: Name, phone: Text(40), active: Type.Boolean() }), none),
  /** the advance report's categories; some need no point (a transfer, a top-up) */
  'expense-categories': entity(Type.Object({ name: Name, withoutPoint: Type.Boolean() }), none),
  /** the companies money is kept for («W/O/Я start», «Сортировка», …) */
  companies: entity(Type.Object({ name: Name }), none),
} as const;

export type ReferenceEntity = keyof typeof referenceSchemas;
export const referenceEntities = Object.keys(referenceSchemas) as ReferenceEntity[];

export type ReferenceInput<E extends ReferenceEntity> = Static<(typeof referenceSchemas)[E]['input']>;
export type ReferenceItem<E extends ReferenceEntity> = Static<(typeof referenceSchemas)[E]['item']>;

export const DeleteReferenceBody = Type.Object({ id: Id });

/** GET /api/reference/points/mine: the points a staff user works with, for choosers. */
export const PointChoice = Type.Object({ id: Id, name: Type.String() });
export const PointChoices = Type.Object({ points: Type.Array(PointChoice) });
export type PointChoices = Static<typeof PointChoices>;
