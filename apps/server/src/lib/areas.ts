import { areaList } from '@vant/area-data';
import { fieldError } from './errors.ts';

export type AreaCodes = {
  provinceCode: string | null;
  cityCode: string | null;
  districtCode: string | null;
};

/**
 * Checks a room's province / city / district codes against @vant/area-data: each must exist, a city
 * needs its province (same first 2 digits) and a district its city (same first 4). A failure is a
 * 422 naming the field, like any other invalid input.
 */
export function assertAreaCodes({ provinceCode, cityCode, districtCode }: AreaCodes): void {
  if (provinceCode && !Object.hasOwn(areaList.province_list, provinceCode))
    throw fieldError('province_code', '省份不存在');
  if (cityCode) {
    if (!Object.hasOwn(areaList.city_list, cityCode)) throw fieldError('city_code', '城市不存在');
    if (!provinceCode || cityCode.slice(0, 2) !== provinceCode.slice(0, 2))
      throw fieldError('city_code', '城市不属于所选省份');
  }
  if (districtCode) {
    if (!Object.hasOwn(areaList.county_list, districtCode)) throw fieldError('district_code', '区县不存在');
    if (!cityCode || districtCode.slice(0, 4) !== cityCode.slice(0, 4))
      throw fieldError('district_code', '区县不属于所选城市');
  }
}

/** The Chinese names of a room's codes (null where a code is unset or no longer listed). */
export function areaNames({ provinceCode, cityCode, districtCode }: AreaCodes) {
  return {
    province_name: (provinceCode && areaList.province_list[provinceCode]) || null,
    city_name: (cityCode && areaList.city_list[cityCode]) || null,
    district_name: (districtCode && areaList.county_list[districtCode]) || null,
  };
}
