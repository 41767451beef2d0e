import { useNavigate } from 'react-router';
import { PageHeader } from '../components/page-header';
import { DiscountForm } from '../features/marketing/discounts/components/discount-form';
import { BackToDiscounts } from '../features/marketing/discounts/components/discount-page';

/** `/admin/marketing/discounts/new`: a code shoppers can type at checkout. */
export function MarketingDiscountNewPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackToDiscounts />
      <PageHeader title="New discount code" description="Shoppers type the code at checkout to get the discount." />
      <DiscountForm onSaved={(saved) => navigate(`/marketing/discounts/${saved.id}`, { replace: true })} />
    </>
  );
}

export { MarketingDiscountNewPage as Component };
