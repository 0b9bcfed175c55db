import { useSearchParams } from 'react-router';
import { exception } from '@/locales/zh-CN/exception';
import { ExceptionPage } from './exception-page';

/** /exception?errorCode=…&errorMessage=…: a failure the request client sent here (SPEC §2, §8). */
export default function GenericExceptionPage() {
  const [search] = useSearchParams();
  const errorCode = search.get('errorCode')?.trim().slice(0, 16) || undefined;
  const errorMessage = search.get('errorMessage')?.trim().slice(0, 300) || undefined;
  return (
    <ExceptionPage
      type={errorCode}
      title={errorCode ?? exception.genericTitle}
      desc={errorMessage ?? exception.genericDesc}
    />
  );
}
