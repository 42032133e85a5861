import AppsIcon from '@mui/icons-material/Apps';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HomeIcon from '@mui/icons-material/Home';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import WidgetsIcon from '@mui/icons-material/Widgets';
import type { SvgIconProps } from '@mui/material';
import type { IconName } from '@pvz/contracts/pages';
import type { ComponentType } from 'react';

const icons: Record<IconName, ComponentType<SvgIconProps>> = {
  inventory: InventoryIcon,
  payments: PaymentsIcon,
  widgets: WidgetsIcon,
  lightbulb: LightbulbIcon,
  'local-shipping': LocalShippingIcon,
  'call-split': CallSplitIcon,
  handshake: HandshakeIcon,
  apps: AppsIcon,
  settings: SettingsIcon,
  home: HomeIcon,
  people: PeopleIcon,
};

/** The Material icon for an icon name of the page catalogue. */
export function CatalogueIcon({ name, ...props }: { name: IconName } & SvgIconProps) {
  const Icon = icons[name];
  return <Icon {...props} />;
}
