import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Button } from '@mui/material';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import type { UserListItem } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { PageHeader } from '@pvz/ui/page-header';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useAdminCreateUserMutation } from '../features/users/api/create-user';
import { useAdminDeleteUserMutation } from '../features/users/api/delete-user';
import { useAdminEditUserMutation } from '../features/users/api/edit-user';
import { useAdminGetRolesQuery } from '../features/users/api/get-roles';
import { useAdminGetUsersQuery } from '../features/users/api/get-users';
import { UserFormDialog, type UserFormValues } from '../features/users/components/user-form-dialog';
import { UsersTable } from '../features/users/components/users-table';

type Dialog = { kind: 'create' } | { kind: 'edit'; user: UserListItem } | { kind: 'delete'; user: UserListItem } | null;

/** /admin/users: the staff list with create, edit and delete (ADMIN). */
export default function UsersPage() {
  const users = useAdminGetUsersQuery();
  const roles = useAdminGetRolesQuery();
  const [createUser, creating] = useAdminCreateUserMutation();
  const [editUser, editing] = useAdminEditUserMutation();
  const [deleteUser, deleting] = useAdminDeleteUserMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refusal, setRefusal] = useState<string>();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSession();
  const sessionManager = useSessionManager();
  const open = useCallback((next: Dialog) => {
    setRefusal(undefined);
    setDialog(next);
  }, []);
  const close = useCallback(() => open(null), [open]);
  const onEdit = useCallback((user: UserListItem) => open({ kind: 'edit', user }), [open]);
  const onDelete = useCallback((user: UserListItem) => open({ kind: 'delete', user }), [open]);

  /** Runs a change; on success toasts and closes, on refusal says the gateway's words and keeps the dialog. */
  const run = async (change: () => Promise<unknown>, success: string) => {
    try {
      await change();
      enqueueSnackbar(success, { variant: 'success' });
      close();
    } catch (error) {
      const message = errorMessage(error);
      enqueueSnackbar(message, { variant: 'error' });
      setRefusal(message);
    }
  };

  const submitForm = (values: UserFormValues) => {
    if (dialog?.kind === 'create') {
      void run(() => createUser(values).unwrap(), messages.userCreated);
    } else if (dialog?.kind === 'edit') {
      const self = session.status === 'staff' && session.user.id === dialog.user.id;
      void run(async () => {
        await editUser({ user: { id: dialog.user.id, ...values } }).unwrap();
        if (self) await sessionManager.userUpdated();
      }, messages.userUpdated);
    }
  };

  return (
    <>
      <PageHeader
        title="Пользователи"
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => open({ kind: 'create' })}>
            Добавить пользователя
          </Button>
        }
      />
      {users.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(users.error)}
        </Alert>
      )}
      <UsersTable
        users={users.data ?? []}
        roles={roles.data?.roles ?? []}
        loading={users.isFetching}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <UserFormDialog
          key={dialog.kind === 'edit' ? dialog.user.id : 'new'}
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          roles={roles.data?.roles ?? []}
          busy={creating.isLoading || editing.isLoading}
          refusal={refusal}
          onSubmit={submitForm}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Удалить пользователя?"
        confirmLabel="Удалить"
        destructive
        busy={deleting.isLoading}
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind === 'delete') {
            void run(() => deleteUser({ username: dialog.user.username }).unwrap(), messages.userDeleted);
          }
        }}
      >
        {dialog?.kind === 'delete' &&
          `Пользователь «${dialog.user.username}» больше не сможет войти. Действие нельзя отменить.`}
      </ConfirmDialog>
    </>
  );
}
