import { type Static, Type } from 'typebox';
import { literals, Nullable } from './common.js';
import { DerivedMoney } from './derived-money.js';
import { Id, Int32, KOPECKS_MAX, MultilineText, RawText, SignedKopecks, Text } from './primitives.js';

/** The paths of the client account calls (spec §7 and ours). */
export const clientAccountRoutes = {
  me: '/api/clients/me',
  editClient: '/api/clients/edit-client',
  verifyPhone: '/api/clients/verify-phone',
  acceptDocs: '/api/clients/accept-docs',
  acceptInfo: '/api/clients/accept-info',
  referralLink: '/api/clients/referral-link',
  checkReferral: '/api/clients/check-referral',
  createReferral: '/api/clients/create-referral-client',
  myReferrals: '/api/clients/my-referrals',
  getClients: '/api/clients/get-clients',
  getClientById: '/api/clients/get-client-by-id',
  getClientByPhone: '/api/clients/get-client-by-phone',
  getClientPhone: '/api/clients/get-client-phone',
  getClientsByReferrer: '/api/clients/get-clients-by-referrer',
  getClientsByReferred: '/api/clients/get-clients-by-referred',
  updateStatusBalance: '/api/clients/update-status-balance',
  editBalance: '/api/clients/edit-balance',
  updateSumBalance: '/api/clients/update-sum-balance',
} as const;

/** Money is integer kopecks everywhere below. */
const Phone = Text(40);

/** The most a client's bonus balance may hold; a correction or a bonus that would pass it is refused. */
export const CLIENT_BALANCE_MAX = KOPECKS_MAX;

export const Gender = literals(['male', 'female'] as const);
export type Gender = Static<typeof Gender>;

/** The three parts of a referral link (`/auth/register?hash=…&q=…&phone=…`), each base64url. */
export const ReferralLinkParts = Type.Object({
  hash: Text(200),
  q: Text(200),
  phone: Text(400),
});
export type ReferralLinkParts = Static<typeof ReferralLinkParts>;

/**
 * GET /api/clients/referral-link: the caller's own link. `phone` is the inviter's phone encrypted
 * (AES-256-GCM), `q` a nonce, `hash` an HMAC with a server key over both: a link cannot be forged
 * for another phone, and the phone cannot be read from it.
 */
export const ReferralLinkAnswer = Type.Intersect([ReferralLinkParts, Type.Object({ link: Type.String() })]);
export type ReferralLinkAnswer = Static<typeof ReferralLinkAnswer>;

/** POST /api/clients/check-referral (public): whether a link is genuine; never whose it is. */
export const CheckReferralAnswer = Type.Object({ valid: Type.Boolean() });
export type CheckReferralAnswer = Static<typeof CheckReferralAnswer>;

/**
 * POST /api/clients/create-referral-client: binds the signed-in client (the referred, the friend)
 * to the owner of the link (the referrer, the inviter). The spec's phones are kept, but the server
 * trusts only the link: `referredPhone` must be the caller's own phone, `referrerPhone` must be the
 * phone the link carries. A client is bound once, never to their own link.
 */
export const CreateReferralBody = Type.Object({
  referrerPhone: Type.Optional(Phone),
  referredPhone: Phone,
  link: ReferralLinkParts,
});
export type CreateReferralBody = Static<typeof CreateReferralBody>;

/**
 * POST /api/clients/edit-client {client, flag}: the client edits their own account. `oldPassword`
 * is always checked. `flag` = true also changes the password to `client.password`; false keeps it.
 * Success answers `message` = «Пароли совпадают» (spec §8).
 */
export const EditClientBody = Type.Object({
  client: Type.Object({
    fio: Text(400),
    phoneNumber: Phone,
    oldPassword: RawText(1000),
    password: Type.Optional(RawText(1000)),
    /** a new phone needs the code sent to it (purpose `phone-change`) */
    phoneCode: Type.Optional(Text(40)),
  }),
  flag: Type.Boolean(),
});
export type EditClientBody = Static<typeof EditClientBody>;

/** The client's own profile: GET /api/clients/me and the answer of the profile calls. */
export const ClientProfile = Type.Object({
  id: Type.Integer(),
  phoneNumber: Type.String(),
  fio: Type.String(),
  gender: Nullable(Gender),
  age: Nullable(Type.Integer()),
  docsAcceptedAt: Nullable(Type.String()),
  infoAcceptedAt: Nullable(Type.String()),
  /** the bonus balance, kopecks */
  balance: Type.Integer(),
  /** whether the account's phone is proven by a code; until then no parcels, pickup QR or bonus */
  phoneVerified: Type.Boolean(),
});
export type ClientProfile = Static<typeof ClientProfile>;

export const EditClientAnswer = Type.Object({ message: Type.String(), client: ClientProfile });
export type EditClientAnswer = Static<typeof EditClientAnswer>;

/** POST /api/clients/accept-docs: the client accepts both policies (the documents). */
export const AcceptDocsBody = Type.Object({
  client: Type.Object({ isDocsAccepted: Type.Literal(true) }),
});
export type AcceptDocsBody = Static<typeof AcceptDocsBody>;

/** POST /api/clients/accept-info: the client gives their age and gender. */
export const AcceptInfoBody = Type.Object({
  /** the age is checked by the gateway against CLIENT_AGE_MIN–MAX with its own message */
  client: Type.Object({ age: Int32, gender: Gender }),
});
export type AcceptInfoBody = Static<typeof AcceptInfoBody>;

export const ProfileAnswer = Type.Object({ message: Type.String(), client: ClientProfile });
export type ProfileAnswer = Static<typeof ProfileAnswer>;

/** A friend the client invited, as the client sees them: the phone is masked. */
export const InvitedFriend = Type.Object({
  fio: Type.String(),
  maskedPhone: Type.String(),
  invitedAt: Type.String(),
  /** the friend's issued orders so far, kopecks */
  issuedTotal: Type.Integer(),
  bonusAccruedAt: Nullable(Type.String()),
});
export type InvitedFriend = Static<typeof InvitedFriend>;

/** GET /api/clients/my-referrals: the friends, the rule of the bonus and the balance. */
export const MyReferralsAnswer = Type.Object({
  friends: Type.Array(InvitedFriend),
  referralBonus: Type.Integer(),
  referralThreshold: Type.Integer(),
  balance: Type.Integer(),
});
export type MyReferralsAnswer = Static<typeof MyReferralsAnswer>;

// Staff calls (page admin-clients)

/** One client in the staff list (the decrypted content of GET /api/clients/get-clients). */
export const ClientListItem = Type.Object({
  id: Type.Integer(),
  phoneNumber: Type.String(),
  fio: Type.String(),
  gender: Nullable(Gender),
  age: Nullable(Type.Integer()),
  balance: Type.Integer(),
  /** the phone of the client who invited this one */
  referrerPhone: Nullable(Type.String()),
  invitedCount: Type.Integer(),
  docsAcceptedAt: Nullable(Type.String()),
  infoAcceptedAt: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type ClientListItem = Static<typeof ClientListItem>;
export const ClientList = Type.Array(ClientListItem);
export type ClientList = Static<typeof ClientList>;

/** A referral as staff see it: both sides and the bonus state. */
export const ReferralItem = Type.Object({
  id: Type.Integer(),
  referrerId: Type.Integer(),
  referrerPhone: Type.String(),
  referrerFio: Type.String(),
  referredId: Type.Integer(),
  referredPhone: Type.String(),
  referredFio: Type.String(),
  createdAt: Type.String(),
  bonusAccruedAt: Nullable(Type.String()),
  /** the referred friend's issued orders, kopecks (absent for staff who may not see sums) */
  issuedTotal: DerivedMoney('amountFromClient', Type.Integer()),
});
export type ReferralItem = Static<typeof ReferralItem>;

export const LedgerItem = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  reason: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.String(),
});
export type LedgerItem = Static<typeof LedgerItem>;

/** A client's card: the profile, who invited them, whom they invited, the ledger (newest first). */
export const ClientCard = Type.Object({
  client: ClientListItem,
  invitedBy: Nullable(ReferralItem),
  invited: Type.Array(ReferralItem),
  ledger: Type.Array(LedgerItem),
});
export type ClientCard = Static<typeof ClientCard>;

export const ClientIdBody = Type.Object({ id: Id });
export type ClientIdBody = Static<typeof ClientIdBody>;
export const ClientPhoneBody = Type.Object({ phoneNumber: Phone });
export type ClientPhoneBody = Static<typeof ClientPhoneBody>;

/** POST /api/clients/get-client-phone: whether a phone belongs to a client, with the normalised phone. */
export const ClientPhoneAnswer = Type.Object({
  exists: Type.Boolean(),
  phoneNumber: Type.String(),
  id: Nullable(Type.Integer()),
  fio: Nullable(Type.String()),
});
export type ClientPhoneAnswer = Static<typeof ClientPhoneAnswer>;

export const ReferralListAnswer = Type.Object({ referrals: Type.Array(ReferralItem) });
export type ReferralListAnswer = Static<typeof ReferralListAnswer>;

/** POST /api/clients/update-status-balance {phoneNumber}: the referred friend's phone. */
export const UpdateStatusBalanceAnswer = Type.Object({
  /** true when this call credited the bonus, false when it had been credited before */
  accruedNow: Type.Boolean(),
  referral: ReferralItem,
});
export type UpdateStatusBalanceAnswer = Static<typeof UpdateStatusBalanceAnswer>;

/**
 * A staff balance correction carries a reason and an operation id (UUID) that makes a repeated click
 * or a retried request move the balance once (the same id with other figures is refused).
 */
const Correction = {
  /** typed in a multi-line field */
  reason: MultilineText(500),
  operationId: Type.String({ format: 'uuid' }),
};

/**
 * POST /api/clients/edit-balance: sets the balance to `balance` kopecks (a ledger row of the
 * difference). A negative target is the gateway's 422, as is one over CLIENT_BALANCE_MAX.
 */
export const EditBalanceBody = Type.Object({ phoneNumber: Phone, balance: SignedKopecks(), ...Correction });
export type EditBalanceBody = Static<typeof EditBalanceBody>;

/** POST /api/clients/update-sum-balance: adds `balance` kopecks (negative subtracts) to client `id`. */
export const UpdateSumBalanceBody = Type.Object({ id: Id, balance: SignedKopecks(), ...Correction });
export type UpdateSumBalanceBody = Static<typeof UpdateSumBalanceBody>;

export const BalanceAnswer = Type.Object({ success: Type.Literal(true), balance: Type.Integer() });
export type BalanceAnswer = Static<typeof BalanceAnswer>;
