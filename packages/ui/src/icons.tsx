import AccountBoxIcon from '@mui/icons-material/AccountBox';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AllInboxIcon from '@mui/icons-material/AllInbox';
import AppsIcon from '@mui/icons-material/Apps';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ForumIcon from '@mui/icons-material/Forum';
import GridViewIcon from '@mui/icons-material/GridView';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import HourglassIcon from '@mui/icons-material/HourglassBottom';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LocalMallIcon from '@mui/icons-material/LocalMall';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MapIcon from '@mui/icons-material/Map';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import NotificationsIcon from '@mui/icons-material/Notifications';
import OutboxIcon from '@mui/icons-material/Outbox';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import RouteIcon from '@mui/icons-material/Route';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StoreIcon from '@mui/icons-material/Store';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TimelineIcon from '@mui/icons-material/Timeline';
import TuneIcon from '@mui/icons-material/Tune';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import WidgetsIcon from '@mui/icons-material/Widgets';
import type { SvgIconProps } from '@mui/material/SvgIcon';
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
  'admin-panel': AdminPanelSettingsIcon,
  store: StoreIcon,
  grid: GridViewIcon,
  percent: PercentIcon,
  warehouse: WarehouseIcon,
  storefront: StorefrontIcon,
  phone: PhoneIcon,
  'account-box': AccountBoxIcon,
  business: BusinessIcon,
  tune: TuneIcon,
  history: HistoryIcon,
  'move-to-inbox': MoveToInboxIcon,
  outbox: OutboxIcon,
  'shopping-cart': ShoppingCartIcon,
  'qr-code': QrCodeIcon,
  'local-mall': LocalMallIcon,
  'all-inbox': AllInboxIcon,
  'assignment-return': AssignmentReturnIcon,
  'fact-check': FactCheckIcon,
  hourglass: HourglassIcon,
  search: SearchIcon,
  timeline: TimelineIcon,
  'bar-chart': BarChartIcon,
  delete: DeleteIcon,
  person: PersonIcon,
  'group-add': GroupAddIcon,
  receipt: ReceiptIcon,
  'event-repeat': EventRepeatIcon,
  route: RouteIcon,
  map: MapIcon,
  place: PlaceIcon,
  'delivery-dining': DeliveryDiningIcon,
  forum: ForumIcon,
  checklist: ChecklistIcon,
  'task-alt': TaskAltIcon,
  devices: DevicesOtherIcon,
  car: DirectionsCarIcon,
  'add-shopping-cart': AddShoppingCartIcon,
  notifications: NotificationsIcon,
};

/** The Material icon for an icon name of the page catalogue. */
export function CatalogueIcon({ name, ...props }: { name: IconName } & SvgIconProps) {
  const Icon = icons[name];
  return <Icon {...props} />;
}
