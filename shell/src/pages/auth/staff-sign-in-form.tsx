import { platformMessages } from '@pvz/contracts/messages/platform';
import type { ReactNode } from 'react';
import { SignInForm } from './sign-in-form';

/**
 * The staff's sign-in form, in the app's /auth/login and in the sign-in page's own entry.
 * `clientLoginLink` draws the link to the clients' sign-in (a router link, or a plain one).
 */
export function StaffSignInForm({
  onSignIn,
  clientLoginLink,
}: {
  onSignIn(username: string, password: string, isForeignDevice: boolean): Promise<void>;
  clientLoginLink(props: { to: string; children: string }): ReactNode;
}) {
  return (
    <SignInForm
      title="Вход для сотрудников"
      login={{ label: 'Имя пользователя', name: 'username', autoComplete: 'username' }}
      checkLogin={(value) =>
        value.trim() ? { ok: true, value } : { ok: false, error: platformMessages.usernameEmpty }
      }
      onSignIn={onSignIn}
      footer={<>Вы клиент? {clientLoginLink({ to: '/auth/client/login', children: 'Вход в личный кабинет' })}</>}
    />
  );
}
