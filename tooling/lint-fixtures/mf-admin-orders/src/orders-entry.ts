export const ordersEntry = 'orders';
