import { Button, CascadePicker, DotLoading } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { checkRule } from '@/lib/form-rule';
import { areaNames, joinPlace, toCascadeOptions, useDistricts } from '@/lib/districts';
import { appText } from '@/locales/zh-CN/app';
import formPage from '@/components/form-page.module.css';
import { RetryButton } from '@/components/retry-button';

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
      <div className={formPage.fieldState}>
        <DotLoading color="primary" />
        <span>{t.areaLoading}</span>
      </div>
    );
  }
  if (districts.isError) {
    return (
      <div className={formPage.fieldState}>
        <RetryButton query={districts} size="mini">
          {t.areaFailed}
        </RetryButton>
      </div>
    );
  }

  const label = joinPlace(areaNames(districts.data, value));
  return (
    <div className={formPage.picker}>
      <button type="button" className={formPage.pickerValue} onClick={() => setOpen(true)}>
        {label || (
          <span className={formPage.placeholder}>{levels === 2 ? t.cityPlaceholder : t.areaPlaceholder}</span>
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

/** The field's rule: a place picked down to `levels` (province and city, or the district too). */
export function areaRule(levels: 2 | 3, message: string) {
  return checkRule((value: string[] | undefined) => ((value?.length ?? 0) < levels ? message : undefined));
}
