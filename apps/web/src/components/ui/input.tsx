import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClassName } from './input-class-name';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClassName, className)} {...props} />;
}
