/** A callable's name as words: "approveBusinessUsers" becomes "Approve business users". */
export function actionLabel(action: string): string {
  const words = action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
