import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useListDivisionsQuery } from '../../../api/enhanced/workflows-members';

/** One of the provincial boards (about 34: one page holds them all), or every province. */
export function ProvinceSelect({
  inputId,
  value,
  onChange,
}: {
  inputId: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useListDivisionsQuery({ level: 'province', perPage: 100, sort: 'name:asc' });
  const options = [
    { label: t('associationWorkflows.filters.allProvinces'), value: 0 },
    ...(data?.data ?? []).map((d) => ({ label: d.name, value: d.id })),
  ];
  return (
    <Dropdown
      inputId={inputId}
      value={value ?? 0}
      options={options}
      onChange={(e) => onChange(e.value ? Number(e.value) : undefined)}
      filter
      loading={isFetching}
      className="w-full"
    />
  );
}
