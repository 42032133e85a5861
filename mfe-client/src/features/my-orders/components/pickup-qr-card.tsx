import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { pickupPath } from '@pvz/contracts/scan-codes';
import { formatDateTime } from '@pvz/ui/format';
import { useQrImage } from '@pvz/ui/use-qr-image';
import { useClientPickupCodeQuery } from '../api/get-pickup-code';

function PickupQr({ text }: { text: string }) {
  const image = useQrImage(text);
  if (!image) return <Skeleton variant="rectangular" width={220} height={220} />;
  return <img src={image} alt="QR-код для получения" width={220} height={220} />;
}

/** The QR the operator scans to open the client's parcels at the counter; signed by the server, renewed on each visit. */
export function PickupQrCard() {
  const code = useClientPickupCodeQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card variant="outlined" component="section" aria-label="QR-код для получения">
      <CardContent>
        <Stack sx={{ alignItems: 'center', gap: 1.5, textAlign: 'center' }}>
          <Typography variant="h6" component="h2">
            Покажите QR-код на пункте выдачи
          </Typography>
          {code.error ? (
            <Alert severity="error">{errorMessage(code.error)}</Alert>
          ) : code.data ? (
            <>
              <PickupQr text={`${window.location.origin}${pickupPath(code.data.token)}`} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Действует до {formatDateTime(code.data.expiresAt)}
              </Typography>
            </>
          ) : (
            <Skeleton variant="rectangular" width={220} height={220} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
