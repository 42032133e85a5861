import { type Static, Type } from 'typebox';
import { literals, Nullable } from './common.js';
import { RawText, SafeInteger, Text } from './primitives.js';

/** Registration, one-time codes, the password reset and the Telegram bot. */
export const clientIdentityRoutes = {
  register: '/api/clients/register',
  /** POST SendCodeBody → SendCodeResponse */
  sendMessage: '/api/clients/send-message',
  verifyResetCode: '/api/clients/verify-reset-code',
  /** POST ResetPasswordBody */
  resetPassword: '/api/clients/reset-password',
  /** POST CodeCheckBody → ClientSession: sign-in by a one-time code */
  telegramGetAuthClient: '/api/telegram/get-auth-client',
  /** POST UseAttemptBody */
  telegramUseAttempt: '/api/telegram/use-attempt',
  /** POST TelegramUpdate: the bot's updates, sent by Telegram */
  telegramWebhook: '/api/telegram/webhook',
} as const;

/**
 * What a one-time code is for: signing in, setting a new password, proving the phone of a new
 * account, of a new phone number in the profile, or of an account made before phones were proven.
 */
export const CodePurpose = literals(['login', 'reset', 'register', 'phone-change', 'verify'] as const);
export type CodePurpose = Static<typeof CodePurpose>;

/** Purposes that prove a phone for the signed-in client who asked (the code is theirs alone). */
export const clientBoundPurposes: readonly CodePurpose[] = ['phone-change', 'verify'];

/** How codes travel: the Telegram bot, an SMS gateway, or the server log (development only). */
export const CodeChannel = literals(['telegram', 'sms', 'log'] as const);
export type CodeChannel = Static<typeof CodeChannel>;

/** Digits in a one-time code. */
export const CODE_LENGTH = 6;
/** How long a code may be used, and how long before the same phone may ask again. */
export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_RESEND_SECONDS = 60;
/** Wrong tries that burn a code. */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes one phone, and one address, may ask for within an hour. */
export const CODES_PER_PHONE_PER_HOUR = 5;
export const CODES_PER_ADDRESS_PER_HOUR = 20;
/** Registrations one address, and one phone, may attempt within an hour. */
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 10;
export const REGISTRATIONS_PER_PHONE_PER_HOUR = 10;
/** How long after its code was checked a password reset may be finished. */
export const RESET_WINDOW_SECONDS = 10 * 60;

/**
 * POST /api/clients/send-message: the spec's `code` (made in the browser by the old system) is
 * accepted and ignored — the server makes the code.
 */
export const SendCodeBody = Type.Object({
  phoneNumber: Text(40),
  code: Type.Optional(Type.Unknown()),
  purpose: Type.Optional(CodePurpose),
});
export type SendCodeBody = Static<typeof SendCodeBody>;

/** The same for every phone, registered or not. */
export const SendCodeResponse = Type.Object({
  /** the request's record, for use-attempt */
  id: Type.String(),
  /** ISO 8601 */
  expiresAt: Type.String(),
  /** when the same phone may ask again, ISO 8601 */
  resendAt: Type.String(),
  /** the bot to open when its chat does not know the phone yet; null without a bot */
  botLink: Nullable(Type.String()),
  /** the ways codes can travel here (the same for every phone): the bot first when it knows the phone, else SMS */
  channels: Type.Array(CodeChannel),
});
export type SendCodeResponse = Static<typeof SendCodeResponse>;

export const CodeCheckBody = Type.Object({
  phoneNumber: Text(40),
  code: Text(40),
});
export type CodeCheckBody = Static<typeof CodeCheckBody>;

/** POST /api/clients/verify-phone {code}: the signed-in client proves the phone of their account. */
export const VerifyPhoneBody = Type.Object({
  code: Type.String({ maxLength: 40 }),
});
export type VerifyPhoneBody = Static<typeof VerifyPhoneBody>;

export const UseAttemptBody = Type.Object({
  id: Text(64),
});
export type UseAttemptBody = Static<typeof UseAttemptBody>;

export const ResetPasswordBody = Type.Object({
  phoneNumber: Text(40),
  newPassword: RawText(1000),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** The parts of a Telegram Update the bot reads; Telegram sends much more. */
export const TelegramUpdate = Type.Object({
  update_id: Type.Optional(SafeInteger),
  message: Type.Optional(
    Type.Object({
      chat: Type.Object({ id: SafeInteger }),
      from: Type.Optional(Type.Object({ id: SafeInteger })),
      text: Type.Optional(Type.String()),
      contact: Type.Optional(
        Type.Object({
          phone_number: Text(40),
          user_id: Type.Optional(SafeInteger),
        }),
      ),
    }),
  ),
});
export type TelegramUpdate = Static<typeof TelegramUpdate>;
