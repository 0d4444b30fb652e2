import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EcommerceProductDetail } from '../../../api/generated/ecommerce';

type Colour = EcommerceProductDetail['colorOptions'][number];

/** The product's colour choices as a radio group of swatches (the choice is not sent anywhere: the cart has none). */
export function ColourOptions({ options }: { options: Colour[] }) {
  const { t } = useTranslation();
  const name = useId();
  const [chosen, setChosen] = useState<Colour | undefined>(options[0]);
  if (options.length === 0) return null;
  return (
    <fieldset className="shop-colours">
      <legend>{t('shop.product.colours')}</legend>
      <div className="shop-colour-list">
        {options.map((colour) => (
          <label key={colour} className={`shop-colour shop-colour-${colour}`} title={t(`shop.colours.${colour}`)}>
            <input
              type="radio"
              name={name}
              value={colour}
              checked={chosen === colour}
              onChange={() => setChosen(colour)}
              aria-label={t(`shop.colours.${colour}`)}
            />
            <span className="shop-colour-swatch" aria-hidden />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
