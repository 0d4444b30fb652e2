import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetEcommerceProductsQuery } from '../../api/enhanced/ecommerce';
import { PageLoading } from '../../components/page-states';
import { CartAction, WishlistToggle } from './components/product-actions';
import { ProductCard } from './components/product-card';
import { ProductsToolbar, type ViewMode } from './components/products-toolbar';
import { ShopErrorState, ShopState } from './components/shop-state';
import { PER_PAGE, useShopQuery } from './components/use-shop-query';
import './shop.css';

const VIEW_KEY = 'shop.view';

function storedView(): ViewMode {
  return localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
}

/** The shop: server-side search, sort and paging of the products, in a grid or a list. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useShopQuery();
  const [view, setView] = useState<ViewMode>(storedView);
  const top = useRef<HTMLDivElement>(null);
  const { data, error, isLoading, isFetching, refetch } = useGetEcommerceProductsQuery({
    q: query.q || undefined,
    sortBy: query.sortBy,
    page: query.page,
    perPage: PER_PAGE,
  });

  function changeView(next: ViewMode) {
    setView(next);
    localStorage.setItem(VIEW_KEY, next);
  }

  let content;
  if (isLoading) content = <PageLoading />;
  else if (error) content = <ShopErrorState error={error} onRetry={() => void refetch()} />;
  else if (!data || data.products.length === 0) {
    const pastTheEnd = Boolean(data && data.total > 0);
    content = (
      <ShopState
        icon="pi pi-search"
        title={t('shop.products.emptyTitle')}
        message={
          pastTheEnd
            ? t('shop.products.pastTheEnd')
            : query.q
              ? t('shop.products.emptyForSearch', { q: query.q })
              : t('shop.products.emptyMessage')
        }
        action={pastTheEnd && <Button label={t('shop.products.firstPage')} outlined onClick={() => setQuery({ page: 1 })} />}
      />
    );
  } else {
    content = (
      <>
        <ul className={`shop-products shop-products-${view}`} aria-label={t('shop.products.listLabel')} aria-busy={isFetching}>
          {data.products.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                layout={view}
                actions={
                  <>
                    <WishlistToggle product={product} />
                    <CartAction product={product} />
                  </>
                }
              />
            </li>
          ))}
        </ul>
        {data.total > PER_PAGE && (
          <Paginator
            first={(query.page - 1) * PER_PAGE}
            rows={PER_PAGE}
            totalRecords={data.total}
            onPageChange={(e) => {
              setQuery({ page: e.page + 1 });
              top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            }}
            className="shop-paginator"
          />
        )}
      </>
    );
  }

  return (
    <div className="shop-page" ref={top}>
      <div className="shop-header">
        <h1>{t('shop.products.title')}</h1>
        {data && !error && (
          <p className="muted" role="status">
            {t('shop.products.results', { count: data.total })}
          </p>
        )}
      </div>
      <ProductsToolbar
        q={query.q}
        sortBy={query.sortBy}
        view={view}
        onSearch={(q) => setQuery({ q }, { replace: true })}
        onSort={(sortBy) => setQuery({ sortBy })}
        onView={changeView}
      />
      {content}
    </div>
  );
}
