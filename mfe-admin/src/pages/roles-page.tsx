import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '@pvz/api-client/error-message';
import { usePageLevel } from '@pvz/api-client/page-level';
import type { RoleItem } from '@pvz/contracts/api/roles';
import { messages } from '@pvz/contracts/messages';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { PageHeader } from '@pvz/ui/page-header';
import { useCrudDialog } from '@pvz/ui/use-crud-dialog';
import { useAdminCreateRoleMutation } from '../features/roles/api/create-role';
import { useAdminDeleteRoleMutation } from '../features/roles/api/delete-role';
import { useAdminEditRoleMutation } from '../features/roles/api/edit-role';
import { useAdminGetRolesWithAccessQuery } from '../features/roles/api/get-roles';
import { RoleFormDialog } from '../features/roles/components/role-form-dialog';
import { RolesTable } from '../features/roles/components/roles-table';

/** /admin/users/roles: roles and their access structures (changed by ADMIN). */
export default function RolesPage() {
  const roles = useAdminGetRolesWithAccessQuery();
  const [createRole, creating] = useAdminCreateRoleMutation();
  const [editRole, editing] = useAdminEditRoleMutation();
  const [deleteRole, deleting] = useAdminDeleteRoleMutation();
  const { dialog, open, close, refusal, run } = useCrudDialog<RoleItem>();
  const canWrite = usePageLevel('admin-roles') === 'write';

  return (
    <>
      <PageHeader
        title="Роли и права"
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open({ kind: 'create' })}>
              Добавить роль
            </Button>
          )
        }
      />
      {roles.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(roles.error)}
        </Alert>
      )}
      <RolesTable
        roles={roles.data?.roles ?? []}
        loading={roles.isFetching}
        canWrite={canWrite}
        onEdit={(role) => open({ kind: 'edit', item: role })}
        onDelete={(role) => open({ kind: 'delete', item: role })}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <RoleFormDialog
          role={dialog.kind === 'edit' ? dialog.item : undefined}
          busy={creating.isLoading || editing.isLoading}
          refusal={refusal}
          onClose={close}
          onSubmit={(input) =>
            dialog.kind === 'create'
              ? run(() => createRole(input).unwrap(), messages.roleCreated)
              : run(() => editRole(input).unwrap(), messages.roleUpdated)
          }
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Удалить роль?"
        confirmLabel="Удалить"
        destructive
        busy={deleting.isLoading}
        refusal={refusal}
        onClose={close}
        onConfirm={() =>
          dialog?.kind === 'delete' && run(() => deleteRole({ code: dialog.item.code }).unwrap(), messages.roleDeleted)
        }
      >
        {dialog?.kind === 'delete' && <>Роль «{dialog.item.name}» будет удалена.</>}
      </ConfirmDialog>
    </>
  );
}
