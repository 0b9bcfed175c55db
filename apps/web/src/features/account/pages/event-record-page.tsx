// Wired in the route table; the screen itself is being built (issue 3).
export { default } from '@/app/not-open-page';
