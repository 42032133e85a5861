import { messageLimits } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import { badRequest } from '../../errors.js';
import type { NotificationContent } from './notify.js';

/** A message from staff, trimmed and within its lengths, or a 400 saying what is wrong. */
export function messageOf(input: { title: string; message: string }): NotificationContent {
  const title = input.title.trim();
  const message = input.message.trim();
  // invisible characters alone (zero-width spaces) say nothing either
  const blank = (text: string) => text.replace(/\p{Cf}/gu, '').trim() === '';
  if (blank(title)) throw badRequest(messages.messageTitleEmpty);
  if (title.length > messageLimits.title) throw badRequest(messages.messageTitleTooLong);
  if (blank(message)) throw badRequest(messages.messageTextEmpty);
  if (message.length > messageLimits.message) throw badRequest(messages.messageTextTooLong);
  return { title, message };
}
