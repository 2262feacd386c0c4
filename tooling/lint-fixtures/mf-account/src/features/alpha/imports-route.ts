import { Component } from '../../routes/home.route';

export const fromRoute = Component;
