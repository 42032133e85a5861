import { type Static, Type } from 'typebox';
import { literals, Nullable, OperationId } from './common.js';
import { MessageText, MessageTitle } from './notifications.js';
import { Id, PageIndex, PageSize, Text } from './primitives.js';

/**
 * Staff broadcasts («Сообщения», /admin/messages; issue 19): one message to an employee, a role, a
 * point's staff, a client, all clients or all staff, kept as in-app notifications and pushed. The
 * form writes to one employee or one client by the spec's calls (`POST /api/users/message`,
 * `POST /api/messages`), which the gateway sends as broadcasts of their own, kept in the same history.
 */
export const broadcastRoutes = {
  /** POST BroadcastBody → BroadcastAnswer (admin-messages write), once per operation id */
  send: '/api/messages/broadcast',
  /** POST RecipientsCountBody → RecipientsCount (admin-messages write): whom a broadcast would reach */
  recipientsCount: '/api/messages/recipients-count',
  /** GET → BroadcastChoices (admin-messages write): the roles and the staff I may write to */
  choices: '/api/messages/choices',
  /** GET SentQuery → SentPage (admin-messages read): the broadcasts sent, newest first */
  sent: '/api/messages/sent',
} as const;

export const audienceKinds = ['employee', 'role', 'point', 'client', 'allClients', 'allStaff'] as const;
export type AudienceKind = (typeof audienceKinds)[number];

export const audienceKindTitle: Record<AudienceKind, string> = {
  employee: 'Сотруднику',
  role: 'Роли',
  point: 'Сотрудникам ПВЗ',
  client: 'Клиенту',
  allClients: 'Всем клиентам',
  allStaff: 'Всем сотрудникам',
};

/** Audiences only a sender with every point (the director, staff given all points) may write to. */
export const networkAudienceKinds: readonly AudienceKind[] = ['allClients', 'allStaff'];

/** Who a broadcast is for; the sender is never among the staff of a role, a point or all staff. */
export const Audience = Type.Union([
  Type.Object({ kind: Type.Literal('employee'), username: Text(200) }),
  /** a role's staff; a sender without every point reaches those of their points */
  Type.Object({ kind: Type.Literal('role'), role: Text(64) }),
  /** the staff whose points include it */
  Type.Object({ kind: Type.Literal('point'), pvzId: Id }),
  Type.Object({ kind: Type.Literal('client'), phoneNumber: Text(40) }),
  Type.Object({ kind: Type.Literal('allClients') }),
  Type.Object({ kind: Type.Literal('allStaff') }),
]);
export type Audience = Static<typeof Audience>;

export const BroadcastBody = Type.Object({
  operationId: OperationId,
  title: MessageTitle,
  message: MessageText,
  audience: Audience,
});
export type BroadcastBody = Static<typeof BroadcastBody>;

export const BroadcastAnswer = Type.Object({
  message: Type.String(),
  id: Type.Integer(),
  /** how many notifications were stored */
  recipients: Type.Integer(),
});
export type BroadcastAnswer = Static<typeof BroadcastAnswer>;

export const RecipientsCountBody = Type.Object({ audience: Audience });
export type RecipientsCountBody = Static<typeof RecipientsCountBody>;

export const RecipientsCount = Type.Object({ recipients: Type.Integer() });
export type RecipientsCount = Static<typeof RecipientsCount>;

export const BroadcastChoices = Type.Object({
  /** may write to all clients and all staff */
  networkWide: Type.Boolean(),
  roles: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  /** the active staff of my points (everyone for a sender with every point) */
  staff: Type.Array(Type.Object({ username: Type.String(), roleName: Type.String() })),
});
export type BroadcastChoices = Static<typeof BroadcastChoices>;

export const SentQuery = Type.Object({
  kind: Type.Optional(literals(audienceKinds)),
  /** a part of the title */
  search: Type.Optional(Text(200)),
  page: PageIndex(100_000, { default: 0 }),
  pageSize: PageSize(100, { default: 25 }),
});
export type SentQuery = Static<typeof SentQuery>;

export const SentBroadcast = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ description: 'ISO time' }),
  sender: Type.String(),
  kind: literals(audienceKinds),
  /** the employee, role, point or phone it went to; null for all clients or all staff */
  target: Nullable(Type.String()),
  title: Type.String(),
  message: Type.String(),
  recipients: Type.Integer(),
});
export type SentBroadcast = Static<typeof SentBroadcast>;

/** A sender with every point sees every broadcast; others see theirs. */
export const SentPage = Type.Object({ rows: Type.Array(SentBroadcast), total: Type.Integer() });
export type SentPage = Static<typeof SentPage>;
