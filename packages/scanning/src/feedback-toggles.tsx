import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { changeFeedbackSettings, useFeedbackSettings } from '@pvz/scanning/feedback-settings';

/** The user's switches for scan sounds and spoken answers, remembered in this browser. */
export function FeedbackToggles() {
  const { sound, speech } = useFeedbackSettings();
  return (
    <FormGroup>
      <FormControlLabel
        control={<Switch checked={sound} onChange={(_, checked) => changeFeedbackSettings({ sound: checked })} />}
        label="Звук при сканировании"
      />
      <FormControlLabel
        control={<Switch checked={speech} onChange={(_, checked) => changeFeedbackSettings({ speech: checked })} />}
        label="Озвучивать ответы"
      />
    </FormGroup>
  );
}
