import { Link } from 'react-router-dom';

interface Props {
  to: string;
  label: string;
  icon?: string;
  outlined?: boolean;
  className?: string;
}

/** A navigation that looks like a PrimeReact button (a link, not a button, for assistive technology). */
export function ButtonLink({ to, label, icon, outlined, className }: Props) {
  const classes = ['p-button', 'p-component', 'shop-link-button', outlined ? 'p-button-outlined' : '', className ?? ''];
  return (
    <Link to={to} className={classes.filter(Boolean).join(' ')}>
      {icon && <i className={icon} aria-hidden />}
      <span className="p-button-label">{label}</span>
    </Link>
  );
}
