import { Button, CascadePicker, DotLoading } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { areaNames, joinPlace, toCascadeOptions, useDistricts } from '@/lib/districts';
import { appText } from '@/locales/zh-CN/app';
import styles from './area-field.module.css';

const t = appText.area;

type AreaFieldProps = {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** 3: province, city and district; 2: province and city. */
  levels?: 2 | 3;
};

/** 省 / 市 / 区 as a form field: the codes along the path, picked in antd-mobile's CascadePicker. */
export function AreaField({ value = [], onChange, levels = 3 }: AreaFieldProps) {
  const districts = useDistricts();
  const [open, setOpen] = useState(false);
  const options = useMemo(
    () => (districts.data ? toCascadeOptions(districts.data, levels) : []),
    [districts.data, levels],
  );

  if (districts.isPending) {
    return (
      <div className={styles.fieldState}>
        <DotLoading color="primary" />
        <span>{t.areaLoading}</span>
      </div>
    );
  }
  if (districts.isError) {
    return (
      <div className={styles.fieldState}>
        <Button
          size="mini"
          color="primary"
          fill="outline"
          loading={districts.isFetching}
          onClick={() => void districts.refetch()}
        >
          {t.areaFailed}
        </Button>
      </div>
    );
  }

  const label = joinPlace(areaNames(districts.data, value));
  return (
    <div className={styles.picker}>
      <button type="button" className={styles.pickerValue} onClick={() => setOpen(true)}>
        {label || (
          <span className={styles.placeholder}>{levels === 2 ? t.cityPlaceholder : t.areaPlaceholder}</span>
        )}
      </button>
      {value.length > 0 ? (
        <Button size="mini" fill="none" color="primary" onClick={() => onChange?.([])}>
          {t.clearArea}
        </Button>
      ) : null}
      <CascadePicker
        title={t.areaTitle}
        options={options}
        visible={open}
        value={value}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => onChange?.(picked.filter((code): code is string => typeof code === 'string'))}
      />
    </div>
  );
}
