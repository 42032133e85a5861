import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '@pvz/api-client/error-message';
import { useSession } from '@pvz/api-client/hooks';
import { usePageLevel } from '@pvz/api-client/page-level';
import { noChoices, useReferenceChoicesQuery } from '@pvz/api-client/reference-choices';
import { useSessionManager } from '@pvz/api-client/session/session-context';
import type { UserListItem } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { PageHeader } from '@pvz/ui/page-header';
import { Link as RouterLink } from '@pvz/ui/router';
import { useCrudDialog } from '@pvz/ui/use-crud-dialog';
import { useState } from 'react';
import { useAdminCreateUserMutation } from '../features/users/api/create-user';
import { useAdminDeleteUserMutation } from '../features/users/api/delete-user';
import { useAdminEditUserMutation } from '../features/users/api/edit-user';
import { useAdminGetRolesQuery } from '../features/users/api/get-roles';
import { useAdminGetUsersQuery } from '../features/users/api/get-users';
import { EffectiveAccessDialog } from '../features/users/components/effective-access-dialog';
import { UserFormDialog, type UserFormValues } from '../features/users/components/user-form-dialog';
import { UsersTable } from '../features/users/components/users-table';

/** /admin/users: the staff list with create, edit and delete, scopes, overrides and effective access. */
export default function UsersPage() {
  const users = useAdminGetUsersQuery();
  const roles = useAdminGetRolesQuery();
  const choices = useReferenceChoicesQuery().data ?? noChoices;
  const [createUser, creating] = useAdminCreateUserMutation();
  const [editUser, editing] = useAdminEditUserMutation();
  const [deleteUser, deleting] = useAdminDeleteUserMutation();
  const { dialog, open, close, refusal, run } = useCrudDialog<UserListItem>();
  const [accessOf, setAccessOf] = useState<UserListItem | null>(null);
  const session = useSession();
  const sessionManager = useSessionManager();
  const canWrite = usePageLevel('admin-users') === 'write';
  const canSeeRoles = usePageLevel('admin-roles') !== undefined;

  const submitForm = (values: UserFormValues) => {
    if (dialog?.kind === 'create') {
      void run(() => createUser(values).unwrap(), messages.userCreated);
    } else if (dialog?.kind === 'edit') {
      const self = session.status === 'staff' && session.user.id === dialog.item.id;
      void run(async () => {
        await editUser({ user: { id: dialog.item.id, ...values } }).unwrap();
        if (self) await sessionManager.userUpdated();
      }, messages.userUpdated);
    }
  };

  return (
    <>
      <PageHeader
        title="Пользователи"
        actions={
          <>
            {canSeeRoles && (
              <Button component={RouterLink} to="/admin/users/roles">
                Роли и права
              </Button>
            )}
            {canWrite && (
              <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => open({ kind: 'create' })}>
                Добавить пользователя
              </Button>
            )}
          </>
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
        points={choices.points}
        loading={users.isFetching}
        canWrite={canWrite}
        onShowAccess={setAccessOf}
        onEdit={(user) => open({ kind: 'edit', item: user })}
        onDelete={(user) => open({ kind: 'delete', item: user })}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <UserFormDialog
          key={dialog.kind === 'edit' ? dialog.item.id : 'new'}
          user={dialog.kind === 'edit' ? dialog.item : undefined}
          roles={roles.data?.roles ?? []}
          choices={choices}
          busy={creating.isLoading || editing.isLoading}
          refusal={refusal}
          onSubmit={submitForm}
          onClose={close}
        />
      )}
      {accessOf && <EffectiveAccessDialog user={accessOf} choices={choices} onClose={() => setAccessOf(null)} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Удалить пользователя?"
        confirmLabel="Удалить"
        destructive
        busy={deleting.isLoading}
        refusal={refusal}
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind === 'delete')
            void run(() => deleteUser({ username: dialog.item.username }).unwrap(), messages.userDeleted);
        }}
      >
        {dialog?.kind === 'delete' &&
          `Пользователь «${dialog.item.username}» больше не сможет войти. Действие нельзя отменить.`}
      </ConfirmDialog>
    </>
  );
}
