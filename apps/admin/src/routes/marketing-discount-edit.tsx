import { useNavigate } from 'react-router';
import { PageHeader } from '../components/page-header';
import { DiscountForm } from '../features/marketing/discounts/components/discount-form';
import { DiscountPage } from '../features/marketing/discounts/components/discount-page';

/** `/admin/marketing/discounts/{id}/edit`: new rules for the orders to come. */
export function MarketingDiscountEditPage() {
  const navigate = useNavigate();
  return (
    <DiscountPage>
      {(d) => (
        <>
          <PageHeader title={`Edit ${d.code}`} description="New rules apply to orders placed from now on." />
          <DiscountForm key={d.id} discount={d} onSaved={(saved) => navigate(`/marketing/discounts/${saved.id}`)} />
        </>
      )}
    </DiscountPage>
  );
}

export { MarketingDiscountEditPage as Component };
