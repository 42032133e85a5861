import { IndependentlyGuide } from '../features/order/components/independently-guide';

/** /order/independently/*: the «by oneself» guides for visitors, with sign-in instead of the cabinet's next step. */
export default function OrderIndependentlyPage() {
  return <IndependentlyGuide audience="visitor" />;
}
