import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** 403 in the page area: the page exists, this user's access structure does not contain it. */
export function AccessDenied() {
  return (
    <Alert severity="warning" variant="outlined">
      <AlertTitle>Нет доступа</AlertTitle>У вашей роли нет доступа к этой странице. Если он нужен для работы, обратитесь
      к директору.
    </Alert>
  );
}
