import { type Static, Type } from 'typebox';
import { Nullable } from './common.js';
import { Id, MultilineText, Text } from './primitives.js';

/** Device tokens, messages, the in-app notifications and the public push configuration. */
export const notificationRoutes = {
  /** POST ClientTokenBody → SuccessResponse: a client connects this browser for their phone */
  createClientToken: '/api/client-devices/create-token',
  /** POST PhoneBody → DeviceTokens: the push tokens of a client's phone */
  tokensByPhone: '/api/client-devices/get-token-by-phone',
  /** POST EmployeeTokenBody → SuccessResponse: a staff user connects this browser for themselves */
  createEmployeeToken: '/api/client-devices/create-employee-token',
  /** POST ClientMessageBody → SuccessResponse (admin-clients write): a message from staff to a client */
  messageClient: '/api/messages',
  /** POST EmployeeMessageBody → SuccessResponse (admin-messages write): a message to an employee within reach */
  messageEmployee: '/api/users/message',
  /** GET NotificationsQuery → NotificationPage: the caller's own notifications, newest first */
  list: '/api/notifications',
  /** POST ReadNotificationsBody → ReadAnswer */
  read: '/api/notifications/read',
  /** POST → ReadAnswer */
  readAll: '/api/notifications/read-all',
  /** GET → PushWebConfig: what the browser needs to subscribe, null when push is not configured */
  pushConfig: '/api/public/push-config',
} as const;

/** A browser push token (Firebase Cloud Messaging registration token). */
const DeviceToken = Text(4096, 1);
const Phone = Text(40);

export const ClientTokenBody = Type.Object({ phoneNumber: Phone, token: DeviceToken });
export type ClientTokenBody = Static<typeof ClientTokenBody>;

export const EmployeeTokenBody = Type.Object({ username: Text(200), token: DeviceToken });
export type EmployeeTokenBody = Static<typeof EmployeeTokenBody>;

export const PhoneBody = Type.Object({ phoneNumber: Phone });
export type PhoneBody = Static<typeof PhoneBody>;

export const DeviceTokens = Type.Object({ tokens: Type.Array(Type.String()) });
export type DeviceTokens = Static<typeof DeviceTokens>;

/** Lengths a message may have; the server checks them after trimming. */
export const messageLimits = { title: 100, message: 1000 } as const;

/** A message's title and text as sent; wider than `messageLimits`, which the server checks with its own words. */
export const MessageTitle = Text(1000);
export const MessageText = MultilineText(10_000);

export const ClientMessageBody = Type.Object({ title: MessageTitle, message: MessageText, phoneNumber: Phone });
export type ClientMessageBody = Static<typeof ClientMessageBody>;

export const EmployeeMessageBody = Type.Object({
  title: MessageTitle,
  message: MessageText,
  username: Text(200),
});
export type EmployeeMessageBody = Static<typeof EmployeeMessageBody>;

export const notificationsPageSize = 20;

export const NotificationsQuery = Type.Object({
  /** 1-based */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});
export type NotificationsQuery = Static<typeof NotificationsQuery>;

export const NotificationItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  createdAt: Type.String({ description: 'ISO time' }),
  readAt: Nullable(Type.String({ description: 'ISO time' })),
});
export type NotificationItem = Static<typeof NotificationItem>;

export const NotificationPage = Type.Object({
  items: Type.Array(NotificationItem),
  total: Type.Integer(),
  unread: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type NotificationPage = Static<typeof NotificationPage>;

export const ReadNotificationsBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 100 }),
});
export type ReadNotificationsBody = Static<typeof ReadNotificationsBody>;

export const ReadAnswer = Type.Object({ success: Type.Literal(true), unread: Type.Integer() });
export type ReadAnswer = Static<typeof ReadAnswer>;

/** The public part of the Firebase web configuration and the VAPID key; never a server secret. */
export const PushWebConfig = Type.Object({
  config: Nullable(
    Type.Object({
      apiKey: Type.String(),
      authDomain: Type.Optional(Type.String()),
      projectId: Type.String(),
      messagingSenderId: Type.String(),
      appId: Type.String(),
      vapidKey: Type.String(),
    }),
  ),
});
export type PushWebConfig = Static<typeof PushWebConfig>;

/** How often a connected browser asks for a fresh token (spec §9), and how long registering may take. */
export const pushTokenRefreshMs = 7 * 24 * 60 * 60 * 1000;
export const pushRegistrationTimeoutMs = 10_000;
