import type { Ekokom, Product, Tax } from '@bo/contract/settings/schemas';
import { useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { useRoutePath } from '@/hooks/use-route-path';
import { useIsSaving } from '@/lib/saving-store';
import { useProducts } from '../api/get-products';
import type { Unit } from '../api/get-units';
import { ProductForm } from './product-form';

type ProductDetailModalProps = {
  country: string;
  /** The route's productId: an id or `new`. */
  productId: string;
  units: readonly Unit[];
  taxes: readonly Tax[];
  ekokoms: readonly Ekokom[];
};

/** Route product-setting-detail: the product modal over the list; an id not in the list goes back to it. */
export const ProductDetailModal = ({ country, productId, units, taxes, ekokoms }: ProductDetailModalProps) => {
  const path = useRoutePath();
  const isSaving = useIsSaving();
  const { data } = useProducts(country);
  const [isLeaving, setIsLeaving] = useState(false);
  const lastProduct = useRef<Product | undefined>(undefined);
  const found = data?.products.find((product) => String(product.id) === productId);
  if (found) lastProduct.current = found;

  if (!data) return null;
  const isNew = productId === 'new';
  // While a delete runs and after it, the product is gone from the list but the modal stays until it closes.
  const product = found ?? (isLeaving || isSaving ? lastProduct.current : undefined);
  if (!isNew && !product) return <Navigate replace to={path('product-setting-list')} />;
  return (
    <ProductForm
      key={`${country}:${productId}`}
      country={country}
      product={product}
      products={data.products}
      units={units}
      taxes={taxes}
      ekokoms={ekokoms}
      onLeave={() => setIsLeaving(true)}
    />
  );
};
