import { type Static, Type } from 'typebox';
import { literals, Nullable, OperationId } from './common.js';
import { Id, MultilineText, Text } from './primitives.js';

/**
 * The support chat (issue 19): staff work the inbox (`/tickets`), a client writes from the cabinet, a
 * guest from the public pages by name and phone with a token their browser keeps. Each side has a
 * WebSocket (`…/live`) that pushes what happens; messages are rows and a socket that comes back asks
 * for everything after the last id it saw, so nothing is lost.
 */
/** The staff page of one thread (the inbox's links, a new message's push). */
export const ticketThreadPath = (threadId: number) => `/tickets/${threadId}`;

export const ticketRoutes = {
  /** GET InboxQuery → Inbox */
  list: '/api/tickets/list',
  /** GET ThreadIdQuery → StaffThread */
  thread: '/api/tickets/thread',
  /** POST StaffSendBody → ChatMessage */
  send: '/api/tickets/send',
  /** POST AssignBody → ThreadSummary */
  assign: '/api/tickets/assign',
  /** POST StatusBody → ThreadSummary */
  status: '/api/tickets/status',
  /** POST ThreadIdBody → ThreadIdBody (soft) */
  remove: '/api/tickets/delete',
  /** POST ReadBody → ReadBody */
  read: '/api/tickets/read',
  /** GET ThreadIdQuery → ChatColleagues: who the thread may be passed to */
  colleagues: '/api/tickets/colleagues',
  /** GET → CannedAnswers; POST …/create CannedAnswerBody → CannedAnswer; POST …/delete {id} */
  canned: '/api/tickets/canned',
  cannedCreate: '/api/tickets/canned/create',
  cannedRemove: '/api/tickets/canned/delete',
  /** WebSocket */
  live: '/api/tickets/live',
} as const;

export const clientChatRoutes = {
  /** GET → ClientThreads */
  list: '/api/client-chat/list',
  /** POST ClientStartBody → ClientThread */
  start: '/api/client-chat/start',
  /** POST ClientSendBody → ChatMessage */
  send: '/api/client-chat/send',
  /** POST ReadBody → ReadBody */
  read: '/api/client-chat/read',
  /** WebSocket */
  live: '/api/client-chat/live',
} as const;

export const guestChatRoutes = {
  /** POST GuestStartBody → GuestThreadKey */
  start: '/api/public/chat/start',
  /** POST GuestKeyBody → ClientThread */
  thread: '/api/public/chat/thread',
  /** POST GuestSendBody → ChatMessage */
  send: '/api/public/chat/send',
  /** GET → ChatPoints: the points a guest may address their question to */
  points: '/api/public/chat/points',
  /** WebSocket: the first frame is GuestHello */
  live: '/api/public/chat/live',
} as const;

/** The longest message; a thread's first message is its subject. */
export const CHAT_MESSAGE_MAX = 4000;
/** Photos a message may carry. */
export const CHAT_FILES_MAX = 5;
/** The realtime client's constants (the spec's): a ping every 30 s, an answer within 10 s, then reconnect. */
export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_RECONNECT_MS = [1_000, 2_000, 5_000, 10_000] as const;
/** The close code of a socket whose session ended (signed out, revoked): it does not come back. */
export const REALTIME_SESSION_ENDED = 4401;

const Body = MultilineText(CHAT_MESSAGE_MAX);
const Files = Type.Array(Type.String({ format: 'uuid' }), { maxItems: CHAT_FILES_MAX, uniqueItems: true });

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  threadId: Type.Integer(),
  author: literals(['client', 'staff', 'system'] as const),
  /** the staff member's name; null for the client */
  authorName: Nullable(Type.String()),
  body: Type.String(),
  /** a staff note the client never sees */
  internal: Type.Boolean(),
  files: Type.Array(Type.String()),
  createdAt: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const threadStatuses = ['open', 'closed'] as const;
export type ThreadStatus = (typeof threadStatuses)[number];

export const ThreadSummary = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  status: literals(threadStatuses),
  /** the client's name (or the guest's) and phone */
  name: Type.String(),
  phone: Type.String(),
  guest: Type.Boolean(),
  point: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  assignedTo: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  lastMessageAt: Type.String(),
  /** since when the client waits for an answer; null when staff answered last */
  waitingSince: Nullable(Type.String()),
  /** messages the caller has not read */
  unread: Type.Integer(),
});
export type ThreadSummary = Static<typeof ThreadSummary>;

export const inboxViews = ['all', 'mine', 'unassigned'] as const;
export const InboxQuery = Type.Object({
  status: Type.Optional(literals(threadStatuses)),
  view: Type.Optional(literals(inboxViews)),
  pointId: Type.Optional(Id),
  /** only the threads waiting for our answer, the longest waiting first */
  waiting: Type.Optional(Type.Boolean()),
});
export type InboxQuery = Static<typeof InboxQuery>;
export const Inbox = Type.Object({
  threads: Type.Array(ThreadSummary),
  /** open threads, those waiting for us, and unread messages: for the menu's counter */
  counts: Type.Object({ open: Type.Integer(), waiting: Type.Integer(), unread: Type.Integer() }),
});
export type Inbox = Static<typeof Inbox>;

export const ThreadIdQuery = Type.Object({ id: Id });
export const ThreadIdBody = Type.Object({ threadId: Id });
export type ThreadIdBody = Static<typeof ThreadIdBody>;

export const StaffThread = Type.Object({
  thread: ThreadSummary,
  messages: Type.Array(ChatMessage),
  /** the last message the client has read: read receipts on staff answers */
  readByClient: Nullable(Type.Integer()),
});
export type StaffThread = Static<typeof StaffThread>;

export const StaffSendBody = Type.Object({
  operationId: OperationId,
  threadId: Id,
  body: Body,
  internal: Type.Boolean(),
  files: Type.Optional(Files),
});
export type StaffSendBody = Static<typeof StaffSendBody>;

export const AssignBody = Type.Object({ threadId: Id, userId: Nullable(Id) });
export type AssignBody = Static<typeof AssignBody>;
/** The staff who work the chat and see a thread, by name. */
export const ChatColleagues = Type.Object({
  colleagues: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type ChatColleagues = Static<typeof ChatColleagues>;
export const StatusBody = Type.Object({ threadId: Id, status: literals(threadStatuses) });
export type StatusBody = Static<typeof StatusBody>;
export const ReadBody = Type.Object({
  threadId: Id,
  messageId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
export type ReadBody = Static<typeof ReadBody>;

export const CannedAnswer = Type.Object({ id: Type.Integer(), title: Type.String(), body: Type.String() });
export type CannedAnswer = Static<typeof CannedAnswer>;
export const CannedAnswers = Type.Object({ answers: Type.Array(CannedAnswer) });
export type CannedAnswers = Static<typeof CannedAnswers>;
/** The longest title of a canned answer. */
export const CANNED_TITLE_MAX = 200;
/** The most canned answers the network keeps: a list to pick from, not a store. */
export const CANNED_ANSWERS_MAX = 200;
export const CannedAnswerBody = Type.Object({
  title: Text(CANNED_TITLE_MAX, 1),
  body: MultilineText(CHAT_MESSAGE_MAX),
});
export type CannedAnswerBody = Static<typeof CannedAnswerBody>;
export const CannedIdBody = Type.Object({ id: Id });
export type CannedIdBody = Static<typeof CannedIdBody>;

/** A client's (or a guest's) thread: what they see, staff notes left out. */
export const ClientThread = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  status: literals(threadStatuses),
  messages: Type.Array(ChatMessage),
  /** the last message of theirs staff has read: read receipts */
  readByStaff: Nullable(Type.Integer()),
});
export type ClientThread = Static<typeof ClientThread>;
export const ClientThreads = Type.Object({ threads: Type.Array(ClientThread) });
export type ClientThreads = Static<typeof ClientThreads>;

/**
 * A thread belongs to a point, whose staff answer it: the one the client or guest names, else a client's
 * is the point of their latest parcel; a thread of no point is for everyone who works the chat.
 */
export const ClientStartBody = Type.Object({
  operationId: OperationId,
  body: Body,
  pointId: Type.Optional(Id),
  files: Type.Optional(Files),
});
export type ClientStartBody = Static<typeof ClientStartBody>;
export const ClientSendBody = Type.Object({
  operationId: OperationId,
  threadId: Id,
  body: Body,
  files: Type.Optional(Files),
});
export type ClientSendBody = Static<typeof ClientSendBody>;

export const GuestStartBody = Type.Object({
  name: Text(200, 1),
  phone: Text(40, 1),
  body: Body,
  pointId: Type.Optional(Id),
});
export type GuestStartBody = Static<typeof GuestStartBody>;
/** The active points of the network by name, for a guest to name the one their question is about. */
export const ChatPoints = Type.Object({
  points: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String() })),
});
export type ChatPoints = Static<typeof ChatPoints>;
const Token = Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]+$' });
export const GuestThreadKey = Type.Object({ threadId: Type.Integer(), token: Type.String() });
export type GuestThreadKey = Static<typeof GuestThreadKey>;
export const GuestKeyBody = Type.Object({ threadId: Id, token: Token });
export type GuestKeyBody = Static<typeof GuestKeyBody>;
export const GuestSendBody = Type.Object({ threadId: Id, token: Token, body: Body });
export type GuestSendBody = Static<typeof GuestSendBody>;

/** What a socket sends: a ping, what it saw last, typing. A guest's socket starts with a hello. */
export type RealtimeRequest =
  | { type: 'ping' }
  | { type: 'resume'; after: number }
  | { type: 'typing'; threadId: number }
  | { type: 'hello'; threadId: number; token: string; after: number };

/** What a socket hears. */
export type RealtimeEvent =
  | { type: 'pong' }
  | { type: 'message'; message: ChatMessage }
  /** a thread changed: closed, reopened, assigned, or deleted (then it leaves the screens that showed it) */
  | { type: 'thread'; thread: { id: number; status: ThreadStatus; assignedTo: number | null; deleted: boolean } }
  | { type: 'typing'; threadId: number; by: 'client' | 'staff'; name: string | null }
  | { type: 'read'; threadId: number; by: 'client' | 'staff'; messageId: number }
  /** the socket is up to date: `last` is where it stands (the next resume starts there) */
  | { type: 'resumed'; last: number }
  | { type: 'error'; error: string };
