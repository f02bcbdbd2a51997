// Skeleton: replaced by the module that owns this route (issue 4 work in progress).
export default function Placeholder() {
  return null;
}
